/// A way of printing a hierarchy as a whole document (JSON), not line by line, as detection sees it.
protocol DocumentRecognizer {
    /// Whether `text` is such a document: certainly (it holds this way's own signature), perhaps (it opens like
    /// one), or not.
    static func recognizes(document text: DumpText) -> DocumentRecognition
}

/// How sure detection is that a text is a document of some way.
enum DocumentRecognition: Equatable {
    /// Not such a document.
    case no
    /// It opens like one: if it cannot be read so, it is read line by line, and the error is reported only when
    /// no line holds a view either (a log whose first line starts with `[`).
    case perhaps
    /// It holds the way's own signature: an error reading it is the error to report.
    case certainly
}
