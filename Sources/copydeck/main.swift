import CopydeckCLI
import Foundation

exit(CopydeckTool.main())
