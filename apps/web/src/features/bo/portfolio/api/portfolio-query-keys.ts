/** Every portfolio query starts with `['bo', 'portfolio']`. */
const portfolio = ['bo', 'portfolio'] as const;
export const portfolioQueryKeys = {
  all: portfolio,
  my: [...portfolio, 'my'],
  candidates: [...portfolio, 'candidates'],
} as const;
