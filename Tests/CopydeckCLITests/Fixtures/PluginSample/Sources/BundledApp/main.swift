import Copydeck
import Foundation

// Localizations/ is this target's resources, so catalog.json and the .lproj folders are in Bundle.module.
let catalog = try Catalog.load(bundle: .module)
let closed = catalog.resolve(Copy.Shop.closed, locale: "ko-KR")
print("\(closed.id) [\(closed.language)] \(closed.title ?? "")")
