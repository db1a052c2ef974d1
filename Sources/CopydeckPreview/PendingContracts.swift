// Stand-in for a type another branch is still writing (checks); deleted as soon as the real type is merged.
struct Finding: Sendable {}
