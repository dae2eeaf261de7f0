// Copies text to the clipboard and keeps a short confirmation for a role="status" line.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCopyText(copiedText: string, failedText = 'Could not copy to the clipboard.') {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        if (!navigator.clipboard) throw new Error('Clipboard unavailable');
        await navigator.clipboard.writeText(text);
        setMessage(copiedText);
      } catch {
        setMessage(failedText);
      }
      timer.current = setTimeout(() => setMessage(''), 4000);
    },
    [copiedText, failedText],
  );

  return { copy, message };
}
