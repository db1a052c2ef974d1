// Stand-ins for types other branches are still writing (catalog, checks, engine).
// Each one is deleted as soon as the real type is merged into this branch.
struct Catalog: Sendable {}
struct Finding: Sendable {}
struct StringsDiagnostic: Sendable {}
