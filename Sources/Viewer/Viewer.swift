// The Viewer layer; see DESIGN.md for where it sits.
