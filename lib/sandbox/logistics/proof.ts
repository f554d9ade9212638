import { randomInt } from "node:crypto";
import { z } from "zod";
import type { Ctx } from "../context";
import { SandboxError, json } from "../http";
import { parseOrThrow } from "../validate";
import { queueProofCode } from "./outbox";
import { findParcel } from "./parcels";
import { eventAt } from "./plan";
import type { ParcelRecord, ProofConfig } from "./types";

/**
 * Proof of delivery (§4, GET/POST /v1/parcels/{id}/proof_configuration). A method left out is
 * inactive; a code cannot be combined with the other methods; `hashed_code` is a SHA-256 hash, and
 * without it a 4-digit code is generated, sent by proofCodeGenerated when the parcel is picked up.
 */

const active = z.boolean({ error: "must be true or false" }).optional();
const method = z.strictObject({ active });
export const proofRequest = z.strictObject({
  delivered_proofs: z
    .strictObject({
      code_proof: z
        .strictObject({
          active,
          hashed_code: z
            .string()
            .regex(/^[0-9a-fA-F]{64}$/, "must be a SHA-256 hash: 64 hexadecimal characters")
            .optional(),
        })
        .optional(),
      ic_proof: method.optional(),
      photo_proof: method.optional(),
      comment_proof: method.optional(),
    })
    .optional(),
});

const NONE: ProofConfig = { code: false, hashed_code: null, ic: false, photo: false, comment: false };

export const proofOf = (p: ParcelRecord): ProofConfig => p.proof ?? NONE;

/** Whether shipping this parcel generates a code: a code proof whose code the provider makes itself. */
export const generatesCode = (p: ParcelRecord) => proofOf(p).code && proofOf(p).hashed_code === null;

export const newProofCode = () => String(randomInt(0, 10_000)).padStart(4, "0");

function proofToWire(p: ParcelRecord, now: number) {
  const proof = proofOf(p);
  // The generated code exists once the parcel is picked up, when proofCodeGenerated is sent.
  const pickedUp = eventAt(p, "intransit");
  const code = proof.code && p.proof_code !== null && pickedUp !== null && pickedUp <= now ? p.proof_code : undefined;
  return {
    parcel_id: p.id,
    delivered_proofs: {
      code_proof: { active: proof.code, ...(code ? { code } : {}), ...(proof.hashed_code ? { hashed_code: proof.hashed_code } : {}) },
      ic_proof: { active: proof.ic },
      photo_proof: { active: proof.photo },
      comment_proof: { active: proof.comment },
    },
  };
}

export const getProofConfiguration = (ctx: Ctx, id: string) => {
  const p = findParcel(ctx, id);
  return json(proofToWire(p, ctx.now));
};

/**
 * POST: replaces the configuration. Before pickup it decides the current shipment's code (a new one
 * queued for the pickup, or none); after pickup it holds for the next shipment.
 */
export function postProofConfiguration(ctx: Ctx, id: string, body: unknown): Response {
  const p = findParcel(ctx, id);
  const proofs = parseOrThrow(proofRequest, body).delivered_proofs ?? {};
  const next: ProofConfig = {
    code: proofs.code_proof?.active === true,
    hashed_code: proofs.code_proof?.active === true ? (proofs.code_proof.hashed_code?.toLowerCase() ?? null) : null,
    ic: proofs.ic_proof?.active === true,
    photo: proofs.photo_proof?.active === true,
    comment: proofs.comment_proof?.active === true,
  };
  if (next.code && (next.ic || next.photo || next.comment)) {
    throw new SandboxError(400, "delivered_proofs.code_proof cannot be combined with ic_proof, photo_proof or comment_proof");
  }
  p.proof = next;
  const pickup = eventAt(p, "intransit", ctx.now);
  if (pickup !== null && pickup > ctx.now) {
    const code = generatesCode(p) ? (p.proof_code ?? newProofCode()) : null;
    if (code !== null && code !== p.proof_code) {
      p.proof_code = code;
      queueProofCode(ctx, p, pickup);
    }
    p.proof_code = code;
  }
  p.updated_at = ctx.now;
  ctx.changes.put("parcels", p.id, p);
  return json(proofToWire(p, ctx.now));
}
