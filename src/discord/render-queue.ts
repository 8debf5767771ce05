import type { AttachmentPayload } from "discord.js";
import type { PainterPool } from "../render/painter-pool.ts";
import type { PaintJob } from "../render/paint-job.ts";
import type { Payload } from "./presenter.ts";

/** An image of a message still to be drawn: the render queue has it painted off the thread that answers Discord. */
export interface ImageToPaint {
  paint: PaintJob;
  name: string;
  description?: string;
}

/** A message whose images may still have to be drawn. */
export type Draft = Omit<Payload, "files"> & { files: (AttachmentPayload | ImageToPaint)[] };

/**
 * Turns drafts into messages: their images go to the painter threads, urgent ones (an image inside a first response)
 * ahead of the others, and the message is ready when its last image is.
 */
export class RenderQueue {
  constructor(private readonly painters: PainterPool) {}

  async run(draw: () => Draft, urgent = false): Promise<Payload> {
    const draft = draw();
    const files = await Promise.all(
      draft.files.map(async (file): Promise<AttachmentPayload> => {
        if (!("paint" in file)) return file;
        const { paint, ...named } = file;
        return { ...named, attachment: await this.painters.paint(paint, urgent) };
      }),
    );
    return { ...draft, files };
  }

  /** Drawings waiting for a painter: a reply that needs one should be deferred first. */
  get waiting(): number {
    return this.painters.waiting;
  }
}
