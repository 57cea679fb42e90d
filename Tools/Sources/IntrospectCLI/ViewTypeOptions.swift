import ArgumentParser
@_spi(Tooling) import IntrospectCore

/// The options that name a view type and where it runs, shared by `catalog` and `explain`: `--view`, `--platform`,
/// `--os` and `--json`, validated once.
struct ViewTypeOptions: ParsableArguments {
    @Option(
        help: "A SwiftUI view type from the catalog: list, scrollView, textField, \"list(style: .insetGrouped)\", …")
    var view: String?

    @Option(help: "iOS, tvOS, macOS or visionOS.")
    var platform: String?

    @Option(help: "An OS version: \"iOS 17.4\", \"macOS 14\", or a bare version (\"16\") with --platform.")
    var os: String?

    @Flag(help: "Print JSON (a stable shape: every key always present, in a documented order).")
    var json = false

    /// What is wrong with these options, if anything: the message `validate()` throws, or, with `--json`, the
    /// `error` a command prints in its usual JSON shape (`--json` always prints one object).
    var problem: String? {
        if let view, entries.isEmpty {
            return "unknown view type \"\(view)\"; see `introspect catalog` for the accessors"
        }
        if let platform, Platform(name: platform) == nil {
            return "unknown platform \"\(platform)\"; use iOS, tvOS, macOS or visionOS"
        }
        do {
            _ = try platformVersion()
        } catch let error as ValidationError {
            return error.message
        } catch {
            return "\(error)"
        }
        return nil
    }

    func validate() throws {
        if !json, let problem { throw ValidationError(problem) }
    }

    /// The catalog entries named by `--view`: the one it spells, or every styled one of a view type the catalog
    /// only has with a style (`navigationView` stands for its `.stack` and `.columns` entries).
    var entries: [ViewTypeEntry] {
        view.map(ViewTypeCatalog.entries(named:)) ?? []
    }

    /// The platform named by `--platform`, or by `--os` when it names one.
    var namedPlatform: Platform? {
        platform.flatMap(Platform.init(name:)) ?? (try? platformVersion())?.platform
    }

    /// `--os` read as a version of a platform: `"iOS 17.4"`, or `"16"` with `--platform iOS`.
    func platformVersion() throws -> PlatformOSVersion? {
        guard let os else { return nil }
        let parsed: PlatformOSVersion
        do {
            parsed = try PlatformOSVersion.parse(os)
        } catch let error as OSVersionParseError {
            throw ValidationError(error.description)
        }
        if parsed.platform != nil { return parsed }
        guard let platform = platform.flatMap(Platform.init(name:)) else {
            throw ValidationError("--os needs a platform: \"iOS \(os)\", or --platform with \"\(os)\"")
        }
        do {
            return try PlatformOSVersion.parse("\(platform) \(os)")
        } catch let error as OSVersionParseError {
            throw ValidationError(error.description)
        }
    }
}
