/**
 * A flat table of UI texts for one language: dotted keys to text with i18next `{{placeholders}}`.
 * Plural forms use i18next suffixes (`_one`, `_few`, `_many`, `_other`) following Intl.PluralRules.
 * Pure data, importable from Node: the server seeds its translations table from these files.
 */
export type MessageTable = Readonly<Record<string, string>>
