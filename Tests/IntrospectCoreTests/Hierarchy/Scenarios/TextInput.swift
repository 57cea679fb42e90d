@_spi(Tooling) import IntrospectCore
@_spi(Tooling) import IntrospectSimulation
import Testing

/// Text fields, secure fields and text editors on every platform and class run.
@Suite("Text input scenarios")
struct TextInputScenarios {
    static let all: [Scenario] = [
        Scenario("textField", .iOS, "UITextField", from: 13, shape: TextShapes.fieldShape) { TextShapes.field(.uiKit) },
        Scenario("textField", .tvOS, "UITextField", from: 13, shape: TextShapes.tvFieldShape) {
            TextShapes.field(.uiKitBefore18, focused: false)
        },
        Scenario("textField", .macOS, "NSTextField", from: OSVersion(10, 15), shape: TextShapes.macFieldShape) {
            TextShapes.macField(.appKit)
        },
        Scenario("textField", .visionOS, "UITextField", from: 1, shape: TextShapes.visionFieldShape) {
            TextShapes.field(.uiKit)
        },

        Scenario("secureField", .iOS, "UITextField", from: 13, shape: TextShapes.secureShape) {
            TextShapes.secureField(.uiKitBefore18)
        },
        Scenario("secureField", .tvOS, "UITextField", from: 13, shape: TextShapes.secureShape) {
            TextShapes.secureField(.uiKit)
        },
        Scenario("secureField", .macOS, "NSTextField", from: OSVersion(10, 15), shape: TextShapes.macSecureShape) {
            TextShapes.macSecureField(.appKitBefore26)
        },
        Scenario("secureField", .visionOS, "UITextField", from: 1, shape: TextShapes.secureShape) {
            TextShapes.secureField(.uiKit)
        },

        Scenario("textEditor", .iOS, "UITextView", from: 14, shape: TextShapes.editorShape) {
            TextShapes.editor(.uiKit)
        },
        Scenario("textEditor", .macOS, "NSTextView", from: 11, shape: TextShapes.macEditorShape) {
            TextShapes.macEditor(.appKit)
        },
        Scenario("textEditor", .visionOS, "UITextView", from: 1, shape: TextShapes.visionEditorShape) {
            TextShapes.editor(.uiKit)
        },

        Scenario("textField(axis: .vertical)", .iOS, "UITextView", from: 16, shape: TextShapes.verticalShape) {
            TextShapes.verticalField(.uiKitBefore18)
        },
        Scenario("textField(axis: .vertical)", .tvOS, "UITextField", from: 16, shape: TextShapes.tvVerticalShape) {
            TextShapes.field(.uiKitBefore18, focused: false)
        },
        Scenario("textField(axis: .vertical)", .macOS, "NSTextField", from: 13, shape: TextShapes.macVerticalShape) {
            TextShapes.macVerticalField(.appKit)
        },
        Scenario("textField(axis: .vertical)", .visionOS, "UITextView", from: 1, shape: TextShapes.verticalShape) {
            TextShapes.verticalField(.uiKit)
        },
    ]

    @Test("Text fields, secure fields and editors", arguments: all)
    func scenario(_ scenario: Scenario) throws {
        try scenario.check()
    }
}

/// The scenes of text input: the modified control comes after another control of the same class (a decoy
/// before the anchor), and another modifier's markers (`.introspect(.view)` applied first) lie between ours.
enum TextShapes {
    static let fieldShape = """
        Fixtures/034-kaya-ios26-textfield-texteditor-chains.txt line 1: UITextField < \
        UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<PlatformTextFieldAdaptor>> < _UIHostingView < UIWindow; \
        a focused field holds a UIFieldEditor, a UIScrollView (the catalog's note on textField, seen on iOS 26.5); the \
        field's own subviews as \
        the text-layout canvas of UIKit's TextKit 2 field (argued)
        """
    static let tvFieldShape = """
        argued: no tvOS dump; the reference library's TextField.swift hands over a UITextField on tvOS 13+; hosted as on \
        iOS (Fixtures/034 line 1), unfocused (tvOS edits text in a separate keyboard screen)
        """
    static let visionFieldShape = """
        argued: no visionOS text-field dump; visionOS hosts representables as iOS 26 does (Fixtures/011, UIKitPlatformViewHost); \
        the field as Fixtures/034 line 1
        """
    static let macFieldShape = """
        Fixtures/022-metalui-macos27-toolbar-probe.txt lines 33–35: AppKitPlatformViewHost<PlatformViewRepresentableAdaptor<\
        PlatformTextFieldAdaptor>> → AppKitTextField (an NSTextField) → _NSCoreHostingView<AppKitTextField>
        """
    static let secureShape = """
        argued: no SecureField dump; the reference library's SecureField.swift hands over a UITextField (secure entry) on \
        every UIKit platform; hosted as the TextField of Fixtures/034 line 1
        """
    static let macSecureShape = """
        argued: no SecureField dump on macOS; AppKit's secure field is NSSecureTextField, an NSTextField subclass; hosted as \
        the TextField of Fixtures/022 lines 33–35 (PlatformViewHost naming of Fixtures/005 line 6 before macOS 26)
        """
    static let editorShape = """
        Fixtures/034-kaya-ios26-textfield-texteditor-chains.txt lines 2–4: TextEditorTextView (a UITextView, itself the \
        scroll view, isScrollEnabled) < UIKitPlatformViewHost<PlatformViewRepresentableAdaptor<UIKitTextViewAdaptor>> < _UIHostingView
        """
    static let visionEditorShape = """
        argued: no visionOS TextEditor dump; hosted as on iOS 26 (Fixtures/034 line 2) with visionOS's host naming (Fixtures/011)
        """
    static let macEditorShape = """
        argued: from a public view dump (github.com/TableProApp/TablePro pull request 2373, macOS): "TextEditor produces \
        AppKitScrollView -> PlatformTextView with a live NSScroller"; the clip view between them as AppKit puts every \
        document view
        """
    static let verticalShape = """
        argued: no dump of TextField(axis: .vertical); the reference library's TextFieldWithVerticalAxis.swift hands over \
        a UITextView on iOS 16+ and visionOS; hosted as TextEditor's text view (Fixtures/034 line 2)
        """
    static let tvVerticalShape = """
        argued: no tvOS dump; the reference library's TextFieldWithVerticalAxis.swift hands over a UITextField on tvOS 16+ \
        (a single-line field there); hosted as the TextField of Fixtures/034 line 1
        """
    static let macVerticalShape = """
        argued: from a public view dump (github.com/TableProApp/TablePro pull request 2373, macOS): "SwiftUI's TextField is an \
        NSTextField on macOS at every axis setting": AppKitPlatformViewHost<PlatformViewRepresentableAdaptor<\
        PlatformTextFieldAdaptor>> → AppKitTextField → NSSimpleLabel
        """

    // MARK: UIKit

    /// A `UITextField` as UIKit builds one; focused, it holds a `UIFieldEditor`, itself a `UIScrollView`.
    static func textField(_ kit: Kit, focused: Bool, className: String = "UITextField") -> RecordedNode {
        let field = kit.view(
            className, className == "UITextField" ? ["UIControl"] : ["UITextField", "UIControl"],
            kit.view("_UITouchPassthroughView"),
            kit.view("_UITextLayoutCanvasView", [], kit.view("_UITextLayoutFragmentView")))
        if focused {
            field.append(kit.view("UIFieldEditor", ["UIScrollView"], kit.view("_UITextLayoutView")))
        }
        return field
    }

    /// A `TextField`'s host and field (Fixtures/034 line 1).
    static func textFieldHost(_ kit: Kit, focused: Bool) -> (host: RecordedNode, field: RecordedNode) {
        let field = textField(kit, focused: focused)
        return (kit.representable("PlatformTextFieldAdaptor", field), field)
    }

    /// A `TextEditor`'s host and text view (Fixtures/034 line 2).
    static func textEditorHost(_ kit: Kit) -> (host: RecordedNode, textView: RecordedNode) {
        let textView = kit.view(
            "TextEditorTextView", ["UITextView", "UIScrollView"],
            kit.view("_UITextLayoutCanvasView", [], kit.view("_UITextLayoutFragmentView")),
            kit.view("_UIScrollViewScrollIndicator", [], kit.view("UIView")))
        return (kit.representable("UIKitTextViewAdaptor", textView), textView)
    }

    /// `VStack { TextField("first"); TextField("second").introspect(.view).introspect(.textField) }`, the second
    /// field focused.
    static func field(_ kit: Kit, focused: Bool = true) -> SceneSetup {
        let markers = kit.markers()
        let viewMarkers = kit.markers()
        let first = textFieldHost(kit, focused: false)
        let second = textFieldHost(kit, focused: focused)
        let screen = kit.screen(
            "VStack<TupleView<(TextField, TextField)>>", [first.host] + markers.around(viewMarkers.around(second.host)))
        return SceneSetup(markers, expects: .view(second.field), retaining: screen.retained)
    }

    /// `VStack { TextField("name"); SecureField("password").introspect(.secureField) }`.
    static func secureField(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let name = textFieldHost(kit, focused: false)
        let password = textField(kit, focused: true)
        let screen = kit.screen(
            "VStack<TupleView<(TextField, SecureField)>>",
            [name.host] + markers.around(kit.representable("PlatformSecureFieldAdaptor", password)))
        return SceneSetup(markers, expects: .view(password), retaining: screen.retained)
    }

    /// `VStack { TextEditor(…); TextEditor(…).introspect(.textEditor) }`.
    static func editor(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let viewMarkers = kit.markers()
        let first = textEditorHost(kit)
        let second = textEditorHost(kit)
        let screen = kit.screen(
            "VStack<TupleView<(TextEditor, TextEditor)>>",
            [first.host] + markers.around(viewMarkers.around(second.host)))
        return SceneSetup(markers, expects: .view(second.textView), retaining: screen.retained)
    }

    /// `VStack { TextEditor(…); TextField("notes", axis: .vertical).introspect(.textField(axis: .vertical)) }`.
    static func verticalField(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let editor = textEditorHost(kit)
        let textView = kit.view(
            "SwiftUI.VerticalTextFieldTextView", ["UITextView", "UIScrollView"],
            kit.view("_UITextLayoutCanvasView", [], kit.view("_UITextLayoutFragmentView")))
        let screen = kit.screen(
            "VStack<TupleView<(TextEditor, TextField)>>",
            [editor.host] + markers.around(kit.representable("PlatformTextFieldAdaptor", textView)))
        return SceneSetup(markers, expects: .view(textView), retaining: screen.retained)
    }

    // MARK: AppKit

    /// An `AppKitTextField` with SwiftUI's hosting view inside (Fixtures/022 lines 33–35).
    static func appKitTextFieldHost(_ kit: Kit) -> (host: RecordedNode, field: RecordedNode) {
        let field = kit.view(
            "AppKitTextField", ["NSTextField", "NSControl"], kit.view("_NSCoreHostingView<AppKitTextField>"))
        return (kit.representable("PlatformTextFieldAdaptor", field), field)
    }

    /// `VStack { SecureField("password"); TextField("name").introspect(.view).introspect(.textField) }` on macOS:
    /// the secure field before the anchor is an NSTextField too.
    static func macField(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let viewMarkers = kit.markers()
        let secure = kit.representable(
            "PlatformSecureFieldAdaptor", kit.view("NSSecureTextField", ["NSTextField", "NSControl"]))
        let name = appKitTextFieldHost(kit)
        let screen = kit.screen(
            "VStack<TupleView<(SecureField, TextField)>>", [secure] + markers.around(viewMarkers.around(name.host)))
        return SceneSetup(markers, expects: .view(name.field), retaining: screen.retained)
    }

    /// `VStack { TextField("name"); SecureField("password").introspect(.secureField) }` on macOS.
    static func macSecureField(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let name = appKitTextFieldHost(kit)
        let secure = kit.view("NSSecureTextField", ["NSTextField", "NSControl"])
        let screen = kit.screen(
            "VStack<TupleView<(TextField, SecureField)>>",
            [name.host] + markers.around(kit.representable("PlatformSecureFieldAdaptor", secure)))
        return SceneSetup(markers, expects: .view(secure), retaining: screen.retained)
    }

    /// A macOS `TextEditor`: AppKitScrollView → NSClipView → PlatformTextView, then the scroller.
    static func appKitEditorHost(_ kit: Kit) -> (host: RecordedNode, scrollView: RecordedNode, textView: RecordedNode) {
        let textView = kit.view("PlatformTextView", ["NSTextView", "NSText"])
        let scrollView = kit.view(
            "AppKitScrollView", ["NSScrollView"], kit.view("NSClipView", [], textView),
            kit.view("NSScroller", ["NSControl"]))
        return (kit.representable("TextEditorAdaptor", scrollView), scrollView, textView)
    }

    /// `VStack { TextEditor(…); TextEditor(…).introspect(.textEditor) }` on macOS.
    static func macEditor(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let first = appKitEditorHost(kit)
        let second = appKitEditorHost(kit)
        let screen = kit.screen(
            "VStack<TupleView<(TextEditor, TextEditor)>>", [first.host] + markers.around(second.host))
        return SceneSetup(markers, expects: .view(second.textView), retaining: screen.retained)
    }

    /// `VStack { TextField("name"); TextField("notes", axis: .vertical).introspect(…) }` on macOS: both are
    /// NSTextFields, the vertical one holding a label view.
    static func macVerticalField(_ kit: Kit) -> SceneSetup {
        let markers = kit.markers()
        let name = appKitTextFieldHost(kit)
        let notes = kit.view("AppKitTextField", ["NSTextField", "NSControl"], kit.view("NSSimpleLabel"))
        let screen = kit.screen(
            "VStack<TupleView<(TextField, TextField)>>",
            [name.host] + markers.around(kit.representable("PlatformTextFieldAdaptor", notes)))
        return SceneSetup(markers, expects: .view(notes), retaining: screen.retained)
    }
}
