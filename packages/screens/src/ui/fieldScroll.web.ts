// H5: the wrapper is a <div id>; it is scrolled to the middle of the screen (clear of the fixed nav bar and the
// action bar at the bottom) once the render that shows its message has painted, and its input (if any) takes
// the focus so a screen reader reads the field and its message.
export function scrollToField(id: string): void {
  window.requestAnimationFrame(() => {
    const field = document.getElementById(id);
    if (field === null) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
  });
}
