import Copydeck

// shop.closed was removed from this target's catalog.json; the accessor below must break the build.
print(Copy.Shop.soldOut(item: "apple", count: 1))
print(Copy.Shop.closed)
