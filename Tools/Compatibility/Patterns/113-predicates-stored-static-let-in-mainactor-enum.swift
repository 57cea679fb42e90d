import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 113 · version predicates kept as stored `public static let` constants (explicitly typed
//               `PlatformViewVersionPredicate<…>`) of a public `@MainActor` enum, passed by name from ViewModifiers
// Source: ProtonMail/ios-mail Modules/InboxCoreUI/Sources/Utils/Introspect+Platforms.swift @ 3a09e90918788536911323d10ddf2ab645242a3c
//         (its uses, in the same repository: `.introspect(.list, on: SupportedIntrospectionPlatforms.list) { collectionView in … }`
//         inside ViewModifier bodies, and `.introspect(.datePicker, on: SupportedIntrospectionPlatforms.datePicker) { $0.minuteInterval = … }`)
// API shape: @MainActor public enum SupportedIntrospectionPlatforms {
//                public static let list: PlatformViewVersionPredicate<ListType, UICollectionView> = .iOS(.v17, .v18, .v26)
//                public static let datePicker: PlatformViewVersionPredicate<DatePickerType, UIDatePicker> = .iOS(.v17, .v18, .v26) }
// View type: PlatformViewVersionPredicate stored constants
// Platforms: iOS

#if os(iOS)
@MainActor
public enum IntrospectionTargets {
    public static let list: PlatformViewVersionPredicate<ListType, UICollectionView> = .iOS(.v17, .v18, .v26)
    public static let datePicker: PlatformViewVersionPredicate<DatePickerType, UIDatePicker> = .iOS(.v17, .v18, .v26)
}

@MainActor
final class ListOffsetModel: ObservableObject {
    var observation: NSKeyValueObservation?
}

struct ListTopInsetModifier: ViewModifier {
    let topInset: CGFloat

    func body(content: Content) -> some View {
        content
            .introspect(.list, on: IntrospectionTargets.list) { collectionView in
                collectionView.contentInset = .init(top: topInset, left: 0, bottom: 0, right: 0)
                collectionView.scrollIndicatorInsets = .init(top: topInset, left: 0, bottom: 0, right: 0)
            }
    }
}

struct ListOffsetModifier: ViewModifier {
    @StateObject private var model = ListOffsetModel()
    let onTop: (Bool) -> Void

    func body(content: Content) -> some View {
        content
            .introspect(.list, on: IntrospectionTargets.list) { collectionView in
                model.observation = collectionView.observe(\.contentOffset, options: [.new]) { view, _ in
                    let atTop = view.contentOffset.y <= 0
                    DispatchQueue.main.async { onTop(atTop) }
                }
            }
    }
}

struct SnoozeTimePicker: View {
    @State private var date = Date()
    let minuteInterval = 15

    var body: some View {
        DatePicker("Time", selection: $date, displayedComponents: .hourAndMinute)
            .introspect(.datePicker, on: IntrospectionTargets.datePicker) {
                $0.minuteInterval = minuteInterval
            }
    }
}

struct Mailbox: View {
    var body: some View {
        List { Text("Inbox") }
            .listStyle(.plain)
            .modifier(ListTopInsetModifier(topInset: 44))
            .modifier(ListOffsetModifier { _ in })
    }
}
#endif
