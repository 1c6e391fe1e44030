// The Motion layer. See ../../README.md and DESIGN.md for where it sits.
