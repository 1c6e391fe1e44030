import JSONText

/// The state dump's value: the one ``JSONValue`` of JSONText, whose default writer already gives
/// the dump's canonical text (fields in order, numbers to six decimals).
public typealias StateJSON = JSONValue
