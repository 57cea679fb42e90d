@_spi(Advanced) import Introspect
import SwiftUI
#if os(macOS)
import AVKit
#endif

// Pattern 112 · the macOS video player, the closure parameter spelt like the AppKit class it receives (it shadows
//               `AVPlayerView` inside the closure), with a stored @AppStorage enum written into it
// Source: photangralenphie/MyMedia MyMedia/View/Common/VideoPlayerView.swift @ d4d66f82bd0601f76f5c39011851cafebd700909
// API shape: VideoPlayer(player: player)…
//                .introspect(.videoPlayer, on: .macOS(.v15, .v26)) { AVPlayerView in
//                    AVPlayerView.allowsPictureInPicturePlayback = true; AVPlayerView.controlsStyle = playerStyle; … }
//            with `@AppStorage(key) private var playerStyle: AVPlayerViewControlsStyle = .floating` and `import AVKit`
//            another version of the file imports `@_spi(Advanced) import SwiftUIIntrospect` and writes `on: .macOS(.v15...)`
// View type: .videoPlayer
// Platforms: macOS

#if os(macOS)
struct ClipPlayer: View {
    @State private var player = AVQueuePlayer()
    @AppStorage("clipPlayerControls") private var controls: AVPlayerViewControlsStyle = .floating

    var body: some View {
        VideoPlayer(player: player)
            .onAppear { player.play() }
            .introspect(.videoPlayer, on: .macOS(.v15, .v26)) { AVPlayerView in
                AVPlayerView.allowsPictureInPicturePlayback = true
                AVPlayerView.controlsStyle = controls
                AVPlayerView.showsSharingServiceButton = true
            }
    }
}

struct ClipPlayerOpenRange: View {
    let player: AVPlayer

    var body: some View {
        VideoPlayer(player: player)
            .introspect(.videoPlayer, on: .macOS(.v15...)) { AVPlayerView in
                AVPlayerView.showsFullScreenToggleButton = true
            }
    }
}
#endif
