import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** Lazy `children` rendered once the first frame is painted, so that no start waits for their code. */
export function AfterFirstFrame({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true), 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
