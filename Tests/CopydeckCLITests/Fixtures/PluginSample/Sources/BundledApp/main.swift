import Copydeck
import Foundation

// Localizations/ is this target's resources, so catalog.json and the plugin's catalog.index are in Bundle.module.
let catalog = try Catalog.load(bundle: .module)
print("used the index: \(catalog.usedIndex)")
let closed = catalog.resolve(Copy.Shop.closed, locale: "ko-KR")
print("\(closed.id) [\(closed.language)] \(closed.title ?? "")")
