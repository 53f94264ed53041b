import type { Language } from "@sira/schema/constants";

/** BCP 47 tag used for speech in each interview language. */
const speechLang: Record<Language, string> = { ar: "ar-SA", en: "en-US" };

/** Whether the browser can read text aloud (Web Speech synthesis). */
export function canSpeak(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window;
}

/** Read `text` aloud in `language`, cancelling anything being read; `onEnd` runs when it stops. */
export function speak(text: string, language: Language, onEnd?: () => void): void {
  if (!canSpeak()) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = speechLang[language];
  const voice = window.speechSynthesis.getVoices().find((v) => v.lang.startsWith(language));
  if (voice) utterance.voice = voice;
  utterance.onend = () => onEnd?.();
  utterance.onerror = () => onEnd?.();
  window.speechSynthesis.speak(utterance);
}

/** Stop reading aloud. */
export function stopSpeaking(): void {
  if (canSpeak()) window.speechSynthesis.cancel();
}

/** The part of the Web Speech recognition API we use (not in TypeScript's DOM library). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult:
    | ((event: {
        resultIndex: number;
        results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
      }) => void)
    | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Whether the browser can take an answer by voice (Web Speech recognition). */
export function canListen(): boolean {
  return recognitionConstructor() !== undefined;
}

/**
 * Start listening in `language`; each final phrase is passed to `onText`. Returns a stop
 * function; `onEnd` runs when recognition ends (stopped, silence or error).
 */
export function listen(language: Language, onText: (text: string) => void, onEnd: () => void): () => void {
  const Ctor = recognitionConstructor();
  if (!Ctor) {
    onEnd();
    return () => {};
  }
  const recognition = new Ctor();
  recognition.lang = speechLang[language];
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.onresult = (event) => {
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i];
      if (result?.isFinal && result[0]) onText(result[0].transcript.trim());
    }
  };
  recognition.onend = onEnd;
  recognition.onerror = onEnd;
  recognition.start();
  return () => recognition.stop();
}
