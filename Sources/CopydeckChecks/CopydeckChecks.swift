import Copydeck
