import { type KeyboardEvent, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { useSuggestions } from '../../features/products/api/get-suggestions';
import { useDebouncedValue } from '../../hooks/use-debounced-value';

const SUGGESTION_DEBOUNCE_MS = 250;
const MIN_SUGGEST_LENGTH = 2;

/**
 * The header search's state: the text (following the URL's query), whether the suggestions are open, the
 * highlighted option, and the combobox keys (arrows move, Enter opens the highlighted option, Escape closes).
 */
export function useSearchCombobox() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const current = searchParams.get('q') ?? '';

  const [text, setText] = useState(current);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // The box follows the URL's query (a new search, or leaving the results) and closes on any navigation.
  const [seenLocation, setSeenLocation] = useState({ key: location.key, q: current });
  if (seenLocation.key !== location.key) {
    setSeenLocation({ key: location.key, q: current });
    if (seenLocation.q !== current) setText(current);
    setIsOpen(false);
    setActiveIndex(-1);
  }

  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, SUGGESTION_DEBOUNCE_MS);
  const isSearchable = debounced.length >= MIN_SUGGEST_LENGTH;
  const suggestions = useSuggestions(debounced, { enabled: isOpen && isSearchable });
  const products = isSearchable ? (suggestions.data ?? []) : [];
  const isVisible = isOpen && trimmed.length >= MIN_SUGGEST_LENGTH && isSearchable && suggestions.data !== undefined;
  // The options: each product, then "search for ..." which runs the full search.
  const optionCount = products.length + 1;

  const goToSearch = (query: string) => {
    setIsOpen(false);
    void navigate(query ? paths.productSearch(query) : paths.products);
  };

  const goToProduct = (id: string) => {
    setIsOpen(false);
    void navigate(paths.product(id));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) {
        setIsOpen(true);
        return;
      }
      if (!isVisible) return;
      setActiveIndex((index) =>
        event.key === 'ArrowDown' ? (index + 1) % optionCount : index <= 0 ? optionCount - 1 : index - 1,
      );
      return;
    }
    if (event.key === 'Enter' && isVisible && activeIndex >= 0) {
      event.preventDefault();
      const product = products[activeIndex];
      if (product) goToProduct(product._id);
      else goToSearch(trimmed);
      return;
    }
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setIsOpen(false);
      setActiveIndex(-1);
    }
  };

  const onTextChange = (value: string) => {
    setText(value);
    setIsOpen(true);
    setActiveIndex(-1);
  };

  return {
    text,
    trimmed,
    debounced,
    products,
    isVisible,
    activeIndex,
    optionCount,
    setIsOpen,
    setActiveIndex,
    onTextChange,
    onKeyDown,
    goToSearch,
    goToProduct,
  };
}

export type SearchCombobox = ReturnType<typeof useSearchCombobox>;
