// The Glass layer; see DESIGN.md for where it sits.
