#include <SDL2/SDL.h>

// Function-like and composite macros Swift cannot import.
static inline int CSDL_WindowPosCentered(void) { return SDL_WINDOWPOS_CENTERED; }
static inline int CSDL_WindowPosUndefined(void) { return SDL_WINDOWPOS_UNDEFINED; }
static inline Uint32 CSDL_ButtonMask(int button) { return SDL_BUTTON(button); }
static inline Uint32 CSDL_TouchMouseID(void) { return SDL_TOUCH_MOUSEID; }
