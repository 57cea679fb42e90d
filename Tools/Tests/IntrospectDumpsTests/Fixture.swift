import DumpFixtures
@_spi(Tooling) import IntrospectDumps
@_spi(Tooling) import IntrospectSimulation

extension Fixture {
    /// The fixture whose name starts with `prefix`, parsed.
    static func dump(_ prefix: String) throws -> HierarchyDump {
        try HierarchyDump(parsing: text(prefix))
    }
}
