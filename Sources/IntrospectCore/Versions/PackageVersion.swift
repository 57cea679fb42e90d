/// The version of this package, as its tools report it (`introspect --version`). Between releases it is the next
/// version with `-dev`; a test keeps it in step with the changelog's headings.
@_spi(Tooling) public enum PackageVersion {
    /// `"0.2.0-dev"`.
    public static let current = "0.2.0-dev"
}
