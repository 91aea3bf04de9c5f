/** Queries offered as chips under a heading (popular searches, next queries). */
export function QueryChips({
  queries,
  title,
  onSearch,
}: {
  queries: readonly string[];
  title: string;
  onSearch: (text: string) => void;
}) {
  if (queries.length === 0) return null;
  return (
    <nav aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <ul className="chips">
        {queries.map((text) => (
          <li key={text}>
            <button type="button" className="chip" onClick={() => onSearch(text)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
