/** High-contrast mode (spec 4): a class on <html> switches the contrast block of app.css on. */
export function applyContrastMode(isEnabled: boolean): void {
  document.documentElement.classList.toggle('contrast', isEnabled);
}
