export function ConnectionStatus({ ok, detail }: { ok: boolean; detail: string }) {
  return (
    <p className="flex items-center gap-2 text-sm" role="status" data-testid="provider-status" data-ok={ok}>
      <span aria-hidden className={`inline-block size-2.5 rounded-full ${ok ? "bg-emerald-500" : "bg-rose-500"}`} />
      <span className={ok ? "text-slate-700" : "text-rose-700"}>{detail}</span>
    </p>
  );
}
