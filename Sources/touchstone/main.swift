import TouchstoneCommandLine

// The `touchstone` command line: the built-in kinds only. A tool of one's own passes its view
// factories here (docs/testing.md, "Your own touchstone").
TouchstoneCommandLine().exit()
