@_spi(Advanced) import Introspect
import SwiftUI
#if os(iOS)
import UIKit
#endif

// Pattern 039 · @Weak handle on the Form's UICollectionView, used from `.onChange`
// Source: mlemgroup/mlem Mlem/App/Views/Root/Tabs/Feeds/SubscriptionListView.swift @ a73575f68f5a167a5707edb5aa9316203f91d174
// API shape: @Weak var form: UICollectionView?
//            .introspect(.form, on: .iOS(.v17, .v18)) { introspectedForm in self.form = introspectedForm }
//            .onChange(of: section) { form?.scrollToItem(at: .init(row: 0, section: section), at: .centeredVertically, animated: false) }
// View type: .form
// Platforms: iOS

#if os(iOS)
struct SectionJumpForm: View {
    @Weak var form: UICollectionView?
    @State private var section = 0
    let letters = ["A", "B", "C", "D"]

    var body: some View {
        HStack {
            Form {
                ForEach(letters, id: \.self) { letter in
                    Section(letter) { Text("\(letter) community") }
                }
            }
            .introspect(.form, on: .iOS(.v17, .v18)) { introspectedForm in
                self.form = introspectedForm
            }
            .onChange(of: section) { section in
                form?.scrollToItem(at: IndexPath(row: 0, section: section), at: .centeredVertically, animated: false)
            }
            VStack {
                ForEach(letters.indices, id: \.self) { index in
                    Button(letters[index]) { section = index }
                }
            }
        }
    }
}
#endif
