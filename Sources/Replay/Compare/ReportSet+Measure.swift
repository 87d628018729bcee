extension ReportSet {
    /// The measure of every report in the set.
    ///
    /// - Throws: ``ReportError`` naming two reports of different measures.
    public func measure() throws -> Measure {
        let reports = entries.flatMap { entry in entry.runs.map { (entry.path, $0) } }
        guard let first = reports.first else { return .time }
        for (path, report) in reports.dropFirst() where report.measure != first.1.measure {
            throw ReportError("\(first.0) measures \(first.1.measure.rawValue) but \(path) measures \(report.measure.rawValue); compare reports of one measure")
        }
        return first.1.measure
    }
}
