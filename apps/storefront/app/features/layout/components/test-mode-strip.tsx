/** On every page while the payment sandbox is on: nothing bought here is real. A landmark of its own. */
export function TestModeStrip() {
  return (
    <aside aria-label="Test mode" className="bg-amber-300 px-4 py-1 text-center text-xs text-amber-950">
      <p className="font-medium tracking-wide" data-testid="test-mode">
        <strong className="font-bold tracking-[0.15em] uppercase">Test mode</strong>: no real money is taken
      </p>
    </aside>
  );
}
