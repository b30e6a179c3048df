import {useCallback, useEffect, useRef, useState} from 'react';

/**
 * Replaces the classic theme's `useCodeWordWrap` (3.10), whose window resize listener reads the
 * code block's ref without checking it: a resize while a code block unmounts threw
 * "Cannot destructure property 'scrollWidth' of … as it is null". Same behaviour, with the check.
 * Hidden tab panels are re-measured when they become visible, as in the original.
 */
export function useCodeWordWrap(): {
  codeBlockRef: React.RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    setIsCodeScrollable(
      block.scrollWidth > block.clientWidth || Boolean(block.querySelector('code')?.hasAttribute('style')),
    );
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  useEffect(measure, [isEnabled, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure, {passive: true});
    const panel = codeBlockRef.current?.closest('[role=tabpanel][hidden]');
    const observer = panel ? new MutationObserver(measure) : undefined;
    if (panel) observer?.observe(panel, {attributes: true, attributeFilter: ['hidden']});
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
