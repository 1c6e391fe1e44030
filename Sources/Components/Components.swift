// The Components layer; see DESIGN.md for where it sits.
