// H5: the wrapper is a <div id>. Once the render that shows its message has painted: a field already in view stays
// as it is (its message beside it is where the tenant looks); one out of view (below the fold, under the fixed bars)
// is scrolled to the middle of the screen, its input (if any) takes the focus so a screen reader reads the field and
// its message, and `moved` says what is wrong meanwhile.
export function scrollToField(id: string, moved: () => void): void {
  window.requestAnimationFrame(() => {
    const field = document.getElementById(id);
    if (field === null) return;
    const box = field.getBoundingClientRect();
    // The fixed nav bar and action bar take about 60 px at each edge.
    if (box.top >= 60 && box.bottom <= window.innerHeight - 60) return;
    field.scrollIntoView({ block: 'center', behavior: 'smooth' });
    field.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
    moved();
  });
}
