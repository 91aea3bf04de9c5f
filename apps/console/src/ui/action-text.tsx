/**
 * An action's full name with the value's own words visually hidden: a button shows the action
 * ("Pin") and its name says what it acts on ("Pin Blue jeans"), so the visible text is part of the
 * name (WCAG 2.5.3, label in name), in whatever order the language puts the words.
 */
export function ActionText({ text, value }: { text: string; value: string }) {
  const at = value === '' ? -1 : text.indexOf(value);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className="sr-only">{value}</span>
      {text.slice(at + value.length)}
    </>
  );
}
