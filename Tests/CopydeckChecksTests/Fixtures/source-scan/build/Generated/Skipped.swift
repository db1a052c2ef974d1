// A build folder: never scanned.
let skipped = NSLocalizedString("build.only", comment: "")
