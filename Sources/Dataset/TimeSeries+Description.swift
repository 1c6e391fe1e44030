#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import JSONText

/// A series' description without its samples, as a column cache entry keeps it: everything
/// `inspect` reports and the pieces read, so a series read back is the one that was loaded.
extension TimeSeries {
    /// The description as JSON.
    var descriptionJSON: JSONValue {
        let numbers = { (values: [Double]) in JSONValue.array(values.map(JSONValue.number)) }
        let text = { (value: String?) in value.map(JSONValue.string) ?? .null }
        var zone: [JSONValue.Field] = [.init("identifier", .string(timeZone.identifier))]
        zone.append(.init("secondsFromGMT", .number(Double(timeZone.secondsFromGMT()))))
        let fields: [JSONValue.Field] = [
            .init("gaps", numbers(gaps)),
            .init("axis", .string(axis.rawValue)),
            .init("timeName", text(timeName)),
            .init("valueName", .string(valueName)),
            .init("dateFormat", text(dateFormat)),
            .init("format", .string(format.rawValue)),
            .init("delimiter", text(delimiter)),
            .init("skipped", .number(Double(skipped))),
            .init("warnings", .array(warnings.map { .object(["line": .number(Double($0.line)), "reason": .string($0.reason)]) })),
            .init("omittedWarningCount", .number(Double(omittedWarningCount))),
            .init("timeZone", .object(zone)),
            .init("labelName", text(labelName)),
            .init("valueIsIndex", .bool(valueIsIndex)),
            .init("columns", .array(columns.map(\.json))),
            .init("otherMeasureNames", .array(otherMeasureNames.map(JSONValue.string))),
        ]
        return .object(fields)
    }

    /// The series `description` describes, holding `samples`; nil when any part is missing or of
    /// the wrong kind, as in an entry written by another version.
    init?(description: JSONValue, samples: SampleColumn) {
        func strings(_ value: JSONValue?) -> [String]? { value?.array?.compactMap(\.string) }
        func optionalText(_ key: String) -> String?? {
            guard let value = description[key] else { return nil }
            if case .null = value { return .some(nil) }
            return value.string.map { .some($0) }
        }
        guard let gaps = description["gaps"]?.array?.compactMap(\.number),
              let axis = description["axis"]?.string.flatMap(Axis.init(rawValue:)),
              let timeName = optionalText("timeName"),
              let valueName = description["valueName"]?.string,
              let dateFormat = optionalText("dateFormat"),
              let format = description["format"]?.string.flatMap(SourceFormat.init(rawValue:)),
              let delimiter = optionalText("delimiter"),
              let skipped = description["skipped"]?.number,
              let warnings = description["warnings"]?.array,
              let omitted = description["omittedWarningCount"]?.number,
              let zone = description["timeZone"],
              let labelName = optionalText("labelName"),
              let valueIsIndex = description["valueIsIndex"]?.bool,
              let columns = description["columns"]?.array,
              let others = strings(description["otherMeasureNames"])
        else { return nil }
        let timeZone = zone["identifier"]?.string.flatMap(TimeZone.init(identifier:))
            ?? zone["secondsFromGMT"]?.number.flatMap { TimeZone(secondsFromGMT: Int($0)) }
        guard let timeZone else { return nil }
        let readWarnings = warnings.compactMap { warning -> DataWarning? in
            guard let line = warning["line"]?.number, let reason = warning["reason"]?.string else { return nil }
            return DataWarning(line: Int(line), reason: reason)
        }
        let readColumns = columns.compactMap { column -> ColumnReport? in
            guard let role = column["role"]?.string, let type = column["type"]?.string,
                  let name = column["name"]?.string, let reason = column["reason"]?.string else { return nil }
            return ColumnReport(role: role, type: type, name: name, reason: reason)
        }
        self.init(samples: samples, gaps: gaps, axis: axis, timeName: timeName, valueName: valueName, dateFormat: dateFormat,
                  format: format, delimiter: delimiter, skipped: Int(skipped), warnings: readWarnings,
                  omittedWarningCount: Int(omitted), timeZone: timeZone, labels: [], labelName: labelName)
        self.valueIsIndex = valueIsIndex
        self.columns = readColumns
        self.otherMeasureNames = others
    }
}
