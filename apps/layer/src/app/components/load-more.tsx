import { useEffect, useRef } from 'react';
import type { Messages } from '../messages.ts';

/** "Show more results", which also loads the next page once scrolled into view. */
export function LoadMore({
  loading,
  messages,
  onVisible,
  onClick,
}: {
  loading: boolean;
  messages: Messages;
  onVisible: () => void;
  onClick: () => void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisible();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [onVisible]);

  return (
    <div className="more" ref={sentinel}>
      {/* aria-disabled, not disabled: a disabled button drops the focus to the page. */}
      <button
        type="button"
        className="primary"
        aria-disabled={loading}
        onClick={() => {
          if (!loading) onClick();
        }}
      >
        {messages.loadMore}
      </button>
    </div>
  );
}
