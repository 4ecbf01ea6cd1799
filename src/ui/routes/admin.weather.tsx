import { createFileRoute } from '@tanstack/react-router'
import { WeatherReadings } from '../components/admin-businesses/weather-readings'
import { pageHead } from '../page-head'

export const Route = createFileRoute('/admin/weather')({
  head: ({ match }) => pageHead(match, 'adminWeather.title'),
  component: WeatherReadings,
})
