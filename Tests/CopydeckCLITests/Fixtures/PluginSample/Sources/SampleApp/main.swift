import Copydeck
import Foundation

let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Localizations")
let catalog = try Catalog.load(from: folder)
let soldOut = catalog.resolve(Copy.Shop.soldOut(item: "사과", count: 3), locale: "ko-KR")
print("\(soldOut.id) [\(soldOut.language)] \(soldOut.title ?? "") / \(soldOut.message ?? "")")
let closed = catalog.resolve(Copy.Shop.closed, locale: "en-US")
print("\(closed.id) [\(closed.language)] \(closed.title ?? "")")
let byCode = catalog.resolve(Copy.code("SHP0002"), locale: "ko")
print("\(byCode.id) [\(byCode.language)] \(byCode.title ?? "")")
