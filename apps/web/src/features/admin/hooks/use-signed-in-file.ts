import { useEffect, useState } from 'react';
import { getToken } from '../../../lib/token';

/**
 * A file the API serves only to signed-in viewers (a return's evidence photo, decision 155), as an object URL
 * an <img> can show: fetched with the bearer token, released when the component goes. Null while loading or
 * when the file cannot be had.
 */
export function useSignedInFile(url: string): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    let created: string | null = null;
    const controller = new AbortController();
    const token = getToken();
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  return objectUrl;
}
