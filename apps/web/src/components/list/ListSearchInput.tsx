import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type CSSProperties } from 'react';

/**
 * The search box above a list: it answers as one types, and hands the trimmed text (or undefined
 * when empty) to the list 300 ms after the last key. Emptied when the list's search is cleared.
 */
export function ListSearchInput({
  label,
  placeholder,
  value,
  onSearch,
  style,
}: {
  label: string;
  placeholder: string;
  /** The search the list shows now (from the URL). */
  value: string | undefined;
  onSearch: (search: string | undefined) => void;
  style?: CSSProperties;
}) {
  const [text, setText] = useState(value ?? '');
  const apply = useDebouncedCallback((next: string) => onSearch(next.trim() || undefined), 300);
  useEffect(() => {
    if (value === undefined) setText('');
  }, [value]);
  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        apply(event.currentTarget.value);
      }}
      style={style}
      type="search"
    />
  );
}
