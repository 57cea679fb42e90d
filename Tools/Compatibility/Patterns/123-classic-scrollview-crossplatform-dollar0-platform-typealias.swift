import Introspect
import SwiftUI
import Combine
#if os(iOS)
import UIKit
#elseif os(macOS)
import AppKit
#endif

// Pattern 123 · classic API in a package that declares its own `PlatformScrollView` typealias (UIScrollView / NSScrollView)
//               with a per-platform extension, and calls `introspectScrollView` once for both platforms with a
//               multi-statement `$0` closure that compares, stores and reads an extension property of the entity,
//               after `.transformPreference` / `.onPreferenceChange` in a generic reader view with @State
// Source: Amzd/ScrollViewProxy Sources/ScrollViewProxy/ScrollViewProxy.swift @ c34d2950c0feb7ab8a044aa170bb090e60c7cdea
// API shape: #if os(macOS) public typealias PlatformScrollView = NSScrollView … extension NSScrollView { var offsetPublisher: OffsetPublisher { … } }
//            #elseif os(iOS) public typealias PlatformScrollView = UIScrollView … extension UIScrollView { var offsetPublisher … }
//            content(proxy).coordinateSpace(name: …).transformPreference(Key.self) { … }.onPreferenceChange(Key.self) { _ in }
//                .introspectScrollView { if self.proxy.coordinator.scrollView != $0 { self.proxy.coordinator.scrollView = $0
//                                        self.proxy.offset = $0.offsetPublisher } }
// View type: introspectScrollView (both platforms, one call)
// Platforms: iOS, macOS

public typealias OffsetStream = AnyPublisher<CGPoint, Never>

#if os(macOS)
public typealias HostScrollView = NSScrollView

extension NSScrollView {
    var offsetStream: OffsetStream {
        publisher(for: \.contentView.bounds.origin).eraseToAnyPublisher()
    }
}
#elseif os(iOS)
public typealias HostScrollView = UIScrollView

extension UIScrollView {
    var offsetStream: OffsetStream {
        publisher(for: \.contentOffset).eraseToAnyPublisher()
    }
}
#endif

#if os(iOS) || os(macOS)
final class ReaderCoordinator {
    weak var scrollView: HostScrollView?
}

struct ReaderProxy {
    let coordinator = ReaderCoordinator()
    var offset: OffsetStream = Empty().eraseToAnyPublisher()
    let space = UUID()
}

struct AnchorsKey: PreferenceKey {
    static let defaultValue: [CGFloat] = []
    static func reduce(value: inout [CGFloat], nextValue: () -> [CGFloat]) { value += nextValue() }
}

@MainActor
public struct ScrollAnchorReader<Content: View>: View {
    private let content: (CGPoint) -> Content
    @State private var proxy = ReaderProxy()

    public init(@ViewBuilder content: @escaping (CGPoint) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(.zero)
            .coordinateSpace(name: proxy.space)
            .transformPreference(AnchorsKey.self) { anchors in
                anchors.sort()
            }
            .onPreferenceChange(AnchorsKey.self) { _ in
            }
            .introspectScrollView {
                if self.proxy.coordinator.scrollView != $0 {
                    self.proxy.coordinator.scrollView = $0
                    self.proxy.offset = $0.offsetStream
                }
            }
    }
}
#endif
