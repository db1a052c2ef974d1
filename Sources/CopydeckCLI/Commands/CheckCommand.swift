import Copydeck
import CopydeckChecks
import CopydeckFiles
import Foundation

/// `copydeck check`: the CI gate — every rule over a localizations folder, in the chosen output format.
enum CheckCommand: Command {
  static let name = "check"
  static let summary = "Check the copy: completeness, format specifiers, Apple's alert guidelines, fit, Korean"
  static let help = """
    USAGE: copydeck check [--localizations DIR] [--format text|json|markdown|github|sarif] [--strict] [--all]
                          [--baseline FILE | --write-baseline FILE] [--changed-since REF] [--development-language L]

    Checks every .strings, .stringsdict and .xcstrings table in DIR/<language>.lproj/ against DIR/catalog.json
    (or, without one, against the development language) and prints what to change. A DIR without .lproj
    folders is a repository: every folder in it that holds them is checked (skipping .git, .build, DerivedData,
    Pods, Carthage), or the "folders" its .copydeck.json lists.

    OPTIONS:
      --localizations DIR       The folder with catalog.json and the <language>.lproj folders, or a repository
                                (default: Localizations when it exists, else the current directory).
      --format FORMAT           text (the default or .copydeck.json's "format": coverage, then compiler-style lines
                                that Xcode shows as issues, at most 300 lines of findings), json (every finding),
                                markdown (for $GITHUB_STEP_SUMMARY and PR comments: coverage, the first 50 findings),
                                github (workflow annotations: the first 10 errors and 10 warnings, a notice for the
                                rest) or sarif (SARIF 2.1.0 for code scanning: at most 5,000 results).
      --all                     Show every finding, in every format.
      --strict                  Fail on warnings too, not only on errors.
      --changed-since REF       Report only findings on keys that any language's table added or changed since the
                                git commit or branch REF (git diff REF), for pull requests without a baseline.
      --baseline FILE           Fail only on findings that FILE does not list (accept today's backlog).
      --write-baseline FILE     Write every current finding to FILE as the accepted baseline, and exit 0.
      --development-language L  The language the others are compared with when there is no catalog.json
                                (default: found — the Xcode project's development region when DIR has it, else
                                en, else Base; catalog.json's developmentLanguage wins when there is one).

    EXIT CODES:
      0  no errors (warnings are allowed unless --strict)
      1  findings that fail the run
      2  the check could not run: a bad option, a missing or unreadable folder, table, baseline or .copydeck.json
    """

  static func run(_ arguments: inout Arguments) throws -> ExitCode {
    // Without --localizations: ./Localizations when there is one, else the repository in the current directory.
    let folder = try arguments.option("localizations") ?? (FileManager.default.fileExists(atPath: "Localizations") ? "Localizations" : ".")
    let formatOption = try arguments.option("format")
    let strict = arguments.flag("strict")
    let baselinePath = try arguments.option("baseline")
    let writeBaselinePath = try arguments.option("write-baseline")
    let developmentLanguage = try arguments.option("development-language")
    let all = arguments.flag("all")
    let changedSince = try arguments.option("changed-since")
    try arguments.finish()
    if let formatOption, ReportFormat(rawValue: formatOption) == nil {
      throw UsageError("unknown format '\(formatOption)'; use one of: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))")
    }
    if baselinePath != nil, writeBaselinePath != nil {
      throw UsageError("give either --baseline or --write-baseline, not both")
    }
    guard developmentLanguage?.isEmpty != true else { throw UsageError("--development-language needs a language code such as en") }

    let baseline: Baseline?
    do {
      baseline = try baselinePath.map { path throws(BaselineError) in try Baseline(contentsOf: URL(fileURLWithPath: path)) }
    } catch {
      Output.error("copydeck check: \(error)")
      return .cannotRun
    }
    let report: CheckReport
    let format: ReportFormat
    do {
      let check = RepositoryCheck(root: URL(fileURLWithPath: folder), developmentLanguage: developmentLanguage)
      let project = try check.projectFile()
      format = formatOption.flatMap(ReportFormat.init(rawValue:)) ?? project?.format ?? .text
      report = try check.run(project: project) { skipped in Output.error("copydeck check: skipped, \(skipped)") }
    } catch {
      Output.error("copydeck check: \(error)")
      return .cannotRun
    }

    if let writeBaselinePath {
      do {
        try Baseline.fileContents(accepting: report).write(to: URL(fileURLWithPath: writeBaselinePath), options: .atomic)
      } catch {
        Output.error(
          "copydeck check: cannot write the baseline: \(FileWriteError.writing(URL(fileURLWithPath: writeBaselinePath), error: error))")
        return .cannotRun
      }
      Output.error(
        "copydeck check: wrote \(report.findings.count) finding(s) to \(writeBaselinePath); pass --baseline \(writeBaselinePath) to fail only on new ones"
      )
      return .success
    }

    var shown = report
    if let changedSince {
      do {
        shown = try ChangedKeys.since(changedSince, folder: folder).filter(shown)
      } catch {
        Output.error("copydeck check: \(error)")
        return .cannotRun
      }
    }
    if let baseline {
      let comparison = baseline.compare(shown)
      shown = comparison.new
      var note = "copydeck check: \(comparison.known) finding(s) accepted by the baseline \(baselinePath ?? "")"
      if comparison.fixed > 0 {
        note += "; \(comparison.fixed) of its findings are fixed — run --write-baseline to shrink it"
      }
      Output.error(note)
    }
    Output.print(format.render(shown, all: all), terminator: "")
    return shown.fails(strict: strict) ? .failure : .success
  }
}
