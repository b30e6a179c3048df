import {useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {serverAvailable, serverConfigured} from '../../client/events';
import styles from './styles.module.css';

/** Guides, REST and GraphQL pages ask "Was this page helpful?". */
const ASKED = /^\/(docs|api|graphql)\//;

const loadForm = () => import('./Form');
type Form = Awaited<ReturnType<typeof loadForm>>['default'];

/**
 * The slot at the end of a page. Its form's code loads when the slot comes near the viewport, and
 * only once the service has answered: without a configured or running service nothing shows.
 */
export default function PageFeedback(): React.JSX.Element {
  const {pathname} = useLocation();
  const [FeedbackForm, setForm] = useState<Form | null>(null);
  const slot = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = slot.current;
    if (!element || !serverConfigured() || !ASKED.test(pathname)) return undefined;
    let left = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void serverAvailable()
          .then((up) => (up ? loadForm() : null))
          .then((module) => !left && module && setForm(() => module.default))
          .catch(() => undefined);
      },
      {rootMargin: '600px'},
    );
    observer.observe(element);
    return () => {
      left = true;
      observer.disconnect();
    };
  }, [pathname]);

  return (
    <div ref={slot} className={styles.slot}>
      {FeedbackForm && <FeedbackForm key={pathname} url={pathname} />}
    </div>
  );
}
