import Foundation
import SourceScanning
import Testing

/// The shape of the library an app links: `Introspect` depends on no simulation, the shipping targets name nothing
/// the simulation declares, and on the typed path one site converts a platform object to the type a call names.
@Suite("The library's architecture")
struct LibraryArchitectureTests {
    static let shipping = ["Sources/IntrospectCore", "Sources/Introspect"]

    // MARK: What ships

    /// `swift package describe`: the targets `Introspect` and `IntrospectCore` depend on, directly or not.
    @Test func theShippingProductsDependOnNoSimulation() throws {
        let description = try Self.describePackage()
        for target in ["Introspect", "IntrospectCore"] {
            let closure = Self.dependencies(of: target, in: description)
            #expect(!closure.contains("IntrospectSimulation"), "\(target) depends on \(closure.sorted())")
        }
        #expect(Self.dependencies(of: "Introspect", in: description) == ["IntrospectCore"])
    }

    /// No file of `IntrospectCore` or `Introspect` names a type, function or constant the simulation declares (its
    /// comments and strings aside).
    @Test func theShippingTargetsNameNoSimulationType() throws {
        let simulation = try Set(
            SwiftSource.files(under: "Sources/IntrospectSimulation").flatMap {
                SwiftSource.topLevelNames(in: SwiftSource.code(of: try SwiftSource.text(of: $0)))
            })
        #expect(simulation.isSuperset(of: ["FrameModel", "FramePromise", "RecordedNode", "RecordedController"]))
        var found: [String] = []
        for folder in Self.shipping {
            for path in try SwiftSource.files(under: folder) {
                let names = SwiftSource.names(simulation, in: SwiftSource.code(of: try SwiftSource.text(of: path)))
                found += names.map { "\(path) names \($0)" }
            }
        }
        #expect(found == [])
    }

    // MARK: The typed path

    /// A cast on the typed path, and what it is for. Exactly one converts a platform object to the type a call
    /// names; the others navigate the hierarchy, bridge isolation, or read a version constant.
    struct AllowedCast: Hashable {
        let file: String
        let code: String
        let convertsThePlatformObject: Bool
    }

    static let allowedCasts: Set<AllowedCast> = [
        AllowedCast(
            file: "Sources/Introspect/Hierarchy/ViewNode.swift", code: "return object as? Object",
            convertsThePlatformObject: true),
        // The controller a view belongs to is its next responder (UIKit and AppKit document it so).
        AllowedCast(
            file: "Sources/Introspect/Hierarchy/ViewNode.swift",
            code: "guard let controller = view.nextResponder as? NSViewController, controller.isViewLoaded,",
            convertsThePlatformObject: false),
        AllowedCast(
            file: "Sources/Introspect/Hierarchy/ViewNode.swift",
            code:
                "guard let controller = view.next as? UIViewController, controller.viewIfLoaded === view else { return nil }",
            convertsThePlatformObject: false),
        AllowedCast(
            file: "Sources/Introspect/Modifier/FrameRequests.swift",
            code:
                "guard let coordinator = (responder as? UIViewController)?.transitionCoordinator else { return nil }",
            convertsThePlatformObject: false),
        // A scroll view's refresh control (`UIScrollView.refreshControl`): navigation, as a subview is.
        AllowedCast(
            file: "Sources/Introspect/Hierarchy/ViewNode.swift",
            code: "(view as? UIScrollView)?.refreshControl.map(ViewNode.init)", convertsThePlatformObject: false),
        // A navigation controller's bars (`navigationBar`, `toolbar`): what the controller holds, as a subview is.
        AllowedCast(
            file: "Sources/Introspect/Hierarchy/ViewNode.swift",
            code: "guard let navigation = controller as? UINavigationController else { return nil }",
            convertsThePlatformObject: false),
        // `MainActor.assumeIsolated` is missing from the macOS 13 SDK: the callback's isolation is asserted here.
        AllowedCast(
            file: "Sources/Introspect/Modifier/MainThreadCallback.swift",
            code: "unsafeBitCast(body, to: (() -> Void).self)()", convertsThePlatformObject: false),
        // A version constant's release line, for diagnostics and for the order `.v16...` needs.
        AllowedCast(
            file: "Sources/Introspect/Versions/PlatformViewVersion.swift",
            code: "return (version as? any ReleaseLineVersion)?.release", convertsThePlatformObject: false),
    ]

    @Test func onTheTypedPathOneSiteConvertsThePlatformObject() throws {
        let paths = try Self.typedPath()
        #expect(paths.count > 40, "the list in Tools/API/typed-path.txt")
        var casts: [AllowedCast] = []
        var missing: [String] = []
        for path in paths {
            guard FileManager.default.fileExists(atPath: SwiftSource.repositoryRoot.appendingPathComponent(path).path)
            else {
                missing.append(path)
                continue
            }
            casts += Self.casts(inFile: path, code: SwiftSource.code(of: try SwiftSource.text(of: path)))
        }
        #expect(missing == [], "files of the typed path that no longer exist")
        let unexplained = casts.filter { !Self.allowedCasts.contains($0) }
        #expect(unexplained.map { "\($0.file): \($0.code)" } == [])
        #expect(
            casts.filter(\.convertsThePlatformObject).map(\.file) == ["Sources/Introspect/Hierarchy/ViewNode.swift"])
    }

    /// The check bites: a cast, a bit cast and an `AnyObject` parameter that no entry explains are each found.
    @Test func theCastCheckFindsWhatItLooksFor() {
        let code = """
            func hand(_ object: AnyObject) {}
            let view = object as? UIScrollView
            let forced = object as! UIScrollView
            let raw = unsafeDowncast(object, to: UIScrollView.self)
            let generic: some Sequence<AnyObject> = []
            """
        let found = Self.casts(inFile: "Example.swift", code: code).map(\.code)
        #expect(
            found == [
                "func hand(_ object: AnyObject) {}", "let view = object as? UIScrollView",
                "let forced = object as! UIScrollView", "let raw = unsafeDowncast(object, to: UIScrollView.self)",
            ])
    }

    // MARK: Helpers

    /// The casts of one file: a line with `as?`, `as!`, `unsafeDowncast`, `unsafeBitCast`, or a parameter of type
    /// `AnyObject`; the line's code, trimmed, is what an entry of ``allowedCasts`` names.
    static func casts(inFile file: String, code: String) -> [AllowedCast] {
        let cast = #/ as[?!] |unsafeDowncast\(|unsafeBitCast\(/#
        let anyObjectParameter = #/\(([^()]*[,(])?\s*(_ )?[a-z][A-Za-z]*( [a-z][A-Za-z]*)?: AnyObject\??[,)]/#
        return code.split(separator: "\n").compactMap { line in
            let text = line.trimmingCharacters(in: .whitespaces)
            let isCast = text.contains(cast) || text.firstMatch(of: anyObjectParameter) != nil
            guard isCast else { return nil }
            let allowed = allowedCasts.first { $0.file == file && $0.code == text }
            return AllowedCast(
                file: file, code: text, convertsThePlatformObject: allowed?.convertsThePlatformObject ?? false)
        }
    }

    /// The files of the typed path, as `Tools/API/typed-path.txt` lists them.
    static func typedPath() throws -> [String] {
        try SwiftSource.text(of: "Tools/API/typed-path.txt").split(separator: "\n").map(String.init).filter {
            !$0.isEmpty && !$0.hasPrefix("#")
        }
    }

    /// `swift package describe --type json` of the library package.
    static func describePackage() throws -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", SwiftSource.repositoryRoot.path, "describe", "--type", "json",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let object = try JSONSerialization.jsonObject(with: data)
        return try #require(object as? [String: Any])
    }

    /// The targets `target` depends on, directly or through others, by name.
    static func dependencies(of target: String, in description: [String: Any]) -> Set<String> {
        let targets = (description["targets"] as? [[String: Any]]) ?? []
        var direct: [String: [String]] = [:]
        for entry in targets {
            guard let name = entry["name"] as? String else { continue }
            direct[name] =
                (entry["target_dependencies"] as? [String] ?? []) + (entry["product_dependencies"] as? [String] ?? [])
        }
        var closure: Set<String> = []
        var pending = direct[target] ?? []
        while let next = pending.popLast() {
            guard closure.insert(next).inserted else { continue }
            pending += direct[next] ?? []
        }
        return closure
    }
}
