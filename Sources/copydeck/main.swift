import CopydeckCLI
import Foundation

exit(CopydeckTool.run(Array(CommandLine.arguments.dropFirst())))
