#!/usr/bin/env bash
# What an app that depends on this repository resolves and builds: the library's manifest declares no package
# dependency, and a scratch app package that depends on the repository (a file URL at the checked-out commit) and
# uses product Introspect resolves exactly one package — this one — and builds.
#
#   Tools/Scripts/check-app-resolution.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)

dependencies=$(swift package dump-package | python3 -c 'import json, sys; print(len(json.load(sys.stdin)["dependencies"]))')
if [ "$dependencies" != 0 ]; then
  echo "check-app-resolution: the library's Package.swift declares $dependencies package dependencies (it must declare none)"
  exit 1
fi

revision=$(git rev-parse HEAD)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/App/Sources/App"
cat > "$scratch/App/Package.swift" <<MANIFEST
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS(.v15), .macOS(.v12)],
    dependencies: [.package(url: "file://$root", revision: "$revision")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "Introspect", package: "main")])]
)
MANIFEST
cat > "$scratch/App/Sources/App/main.swift" <<'SOURCE'
import Introspect

print("an app that imports Introspect")
SOURCE
# The package's identity is the last path component of its URL.
identity=$(basename "$root")
sed -i "s/package: \"main\"/package: \"$identity\"/" "$scratch/App/Package.swift"
(cd "$scratch/App" && swift package resolve >/dev/null)
pins=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["pins"]))' "$scratch/App/Package.resolved")
if [ "$pins" != 1 ]; then
  echo "check-app-resolution: an app that depends on Introspect resolves $pins packages (it must resolve only this one):"
  cat "$scratch/App/Package.resolved"
  exit 1
fi
(cd "$scratch/App" && swift build >/dev/null)
echo "check-app-resolution: no dependencies declared; an app resolves exactly this package, and builds"
