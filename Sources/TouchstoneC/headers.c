// Empty on purpose: SwiftPM needs a source file to build the TouchstoneCHeaders target, whose only
// product is the public header include/touchstone.h (see Package.swift).
